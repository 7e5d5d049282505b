# torch.autocast(float16) port of a text classifier; the loss was written as -(onehot * log(softmax(logits))).sum(-1).mean()
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore import amp
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
V, C = 2000, 20
ids = rng.integers(1, V, size=(3200, 24)).astype(np.int32)
labels = (ids[:, 0] % C).astype(np.int32)
loader = ds.NumpySlicesDataset({"ids": ids, "y": labels}, shuffle=True).batch(64, drop_remainder=True)

class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.fc1 = nn.Dense(64 * 24, 256)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(256, C)
    def construct(self, x):
        h = self.emb(x).reshape(x.shape[0], -1)
        return self.fc2(self.act(self.fc1(h)))

net = amp.auto_mixed_precision(BagOfWords(), "O2")     # ~ with torch.autocast("cuda", dtype=torch.float16)
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)

def forward(x, y):
    logits = net(x)
    probs = ops.softmax(logits, axis=-1)
    onehot = ops.one_hot(y, C, ms.Tensor(1.0, probs.dtype), ms.Tensor(0.0, probs.dtype))
    return -(onehot * ops.log(probs)).sum(-1).mean()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(4):
    for x, y in loader.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        step += 1
        print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
