# Checkpoint from a torch DistributedDataParallel run converted to MindSpore: the "module." prefix of
# the DDP wrapper is stripped during conversion, then the model is loaded strictly and fine-tuned.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 32)
        self.fc2 = nn.Dense(32, 4)
    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(x)))

torch_state = {
    "module.fc1.weight": (np.random.randn(32, 16) * 0.2).astype(np.float32),
    "module.fc1.bias": np.zeros(32, np.float32),
    "module.fc2.weight": (np.random.randn(4, 32) * 0.2).astype(np.float32),
    "module.fc2.bias": np.zeros(4, np.float32),
}
converted = [{"name": k[len("module."):] if k.startswith("module.") else k, "data": Tensor(v)}
             for k, v in torch_state.items()]
ms.save_checkpoint(converted, "converted.ckpt")
print("converted", len(converted), "tensors:", [c["name"] for c in converted])

net = MLP()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("converted.ckpt"), strict_load=True)
print("param_not_load:", param_not_load, "ckpt_not_load:", ckpt_not_load)

X = np.random.randn(256, 16).astype(np.float32)
Y = (X[:, :4].argmax(1)).astype(np.int32)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(6):
    losses = []
    for i in range(0, 256, 32):
        loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
