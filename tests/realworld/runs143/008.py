"""Speech-command GRU model taken from a MindSpore model-zoo recipe (written for Ascend), smoke-tested on CPU."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common.initializer import initializer, XavierUniform

ms.set_seed(5)
T, B, F, H, C = 50, 8, 40, 64, 10

class ZooGRU(nn.Cell):
    """Same layout as the zoo's GRU encoder: fused DynamicGRUV2 with float16 weights."""
    def __init__(self):
        super().__init__()
        self.w_i = Parameter(initializer(XavierUniform(), (F, 3 * H), ms.float16), name="w_i")
        self.w_h = Parameter(initializer(XavierUniform(), (H, 3 * H), ms.float16), name="w_h")
        self.b_i = Parameter(initializer("zeros", (3 * H,), ms.float16), name="b_i")
        self.b_h = Parameter(initializer("zeros", (3 * H,), ms.float16), name="b_h")
        self.gru = ops.DynamicGRUV2()
        self.fc = nn.Dense(H, C)
    def construct(self, x):
        h0 = ops.zeros((x.shape[1], H), ms.float16)
        y, _, _, _, _, _ = self.gru(x.astype(ms.float16), self.w_i, self.w_h, self.b_i, self.b_h, None, h0)
        return self.fc(y[-1].astype(ms.float32))

net = ZooGRU()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
feats = np.random.randn(T, 64, F).astype(np.float32)   # (time, batch, mel)
labels = np.random.randint(0, C, size=64).astype(np.int32)
for step in range(8):
    s = (step * B) % 64
    loss, grads = grad_fn(Tensor(feats[:, s:s + B]), Tensor(labels[s:s + B]))
    opt(grads)
    print(f"step {step} loss {float(loss):.4f}")
