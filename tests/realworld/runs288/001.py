# Port of a PyTorch tabular MLP classifier to MindSpore (PyNative, value_and_grad loop)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

class MLP(nn.Cell):
    def __init__(self, in_dim=20, hidden=64, n_cls=3):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(hidden, n_cls)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

# synthetic data, built with numpy like the torch version (torch.from_numpy)
X = np.random.randn(512, 20)
W = np.random.randn(20, 3)
y = (X @ W).argmax(1).astype(np.int32)

net = MLP()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward_fn(x, t):
    logits = net(x)
    return loss_fn(logits, t)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def train_step(x, t):
    loss, grads = grad_fn(x, t)
    optimizer(grads)
    return loss

print(f"train samples: {X.shape[0]}, features: {X.shape[1]}")
for epoch in range(3):
    net.set_train()
    for i in range(0, 512, 32):
        xb = ms.Tensor(X[i:i+32])
        yb = ms.Tensor(y[i:i+32])
        loss = train_step(xb, yb)
        if (i // 32) % 4 == 0:
            print(f"epoch {epoch} step {i//32} loss {loss.asnumpy():.4f}")
