# Fine-tune from a teacher-exported numpy weight file (torch: model.fc1.weight = nn.Parameter(torch.from_numpy(w))).
# The loader runs after the optimizer and the gradient function were created in setup().
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(15)
rng = np.random.default_rng(15)

D, H, C = 20, 48, 3
proto = rng.normal(size=(C, D)) * 0.9
y = rng.integers(0, C, 2400).astype(np.int32)
x = (proto[y] + rng.normal(size=(2400, D))).astype(np.float32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, H)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(H, C)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

def setup(net):
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
    return opt, grad_fn

def load_pretrained(net, weights):
    for layer in ("fc1", "fc2"):
        cell = getattr(net, layer)
        cell.weight = Parameter(Tensor(weights[f"{layer}.weight"]), name=f"{layer}.weight")
        cell.bias = Parameter(Tensor(weights[f"{layer}.bias"]), name=f"{layer}.bias")
    print(f"loaded {2 * 2} pretrained tensors into {type(net).__name__}")

net = MLP()
opt, grad_fn = setup(net)
pretrained = {  # exported from the torch teacher run (small random init for the demo)
    "fc1.weight": (rng.normal(size=(H, D)) * 0.05).astype(np.float32), "fc1.bias": np.zeros(H, np.float32),
    "fc2.weight": (rng.normal(size=(C, H)) * 0.05).astype(np.float32), "fc2.bias": np.zeros(C, np.float32)}
load_pretrained(net, pretrained)

for epoch in range(6):
    perm = rng.permutation(2000)
    losses = []
    for i in range(0, 2000, 40):
        idx = perm[i:i + 40]
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = (net(ms.Tensor(x[2000:])).argmax(1).asnumpy() == y[2000:]).mean()
    print(f"epoch {epoch} | loss {np.mean(losses):.6f} | val_acc {acc:.4f} | lr 1.0e-03")
print("fine-tuning complete")
