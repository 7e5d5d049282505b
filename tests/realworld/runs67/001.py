# Port of a PyTorch MNIST-style classifier: torch model ended with nn.LogSoftmax(dim=1) and used F.nll_loss.
# The port moved the head to nn.Dense and kept nn.NLLLoss.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
np.random.seed(0)

N, D, C = 1200, 32, 5
centers = np.random.randn(C, D).astype(np.float32) * 0.35
y = np.random.randint(0, C, N)
x = (centers[y] + np.random.randn(N, D)).astype(np.float32)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, C)
        # torch: self.out = nn.LogSoftmax(dim=1)  (dropped in the port, logits returned directly)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

net = Net()
loss_fn = nn.NLLLoss()           # torch: F.nll_loss(output, target)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward_fn(xb, yb):
    logits = net(xb)
    return loss_fn(logits, yb), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

def train_step(xb, yb):
    (loss, logits), grads = grad_fn(xb, yb)
    opt(grads)
    return loss, logits

bs = 32
for epoch in range(6):
    net.set_train(True)
    perm = np.random.permutation(N)
    tot, correct = 0.0, 0
    for i in range(0, N, bs):
        idx = perm[i:i + bs]
        xb = ms.Tensor(x[idx]); yb = ms.Tensor(y[idx].astype(np.int32))
        loss, logits = train_step(xb, yb)
        tot += float(loss.asnumpy()) * len(idx)
        correct += int((logits.argmax(1).asnumpy() == y[idx]).sum())
        step = i // bs
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}")
    print(f"Epoch {epoch}: train_loss={tot / N:.4f} train_acc={correct / N:.4f}")
print("Training finished.")
