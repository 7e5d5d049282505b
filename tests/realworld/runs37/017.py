# Classifier fine-tune ported from torch. The torch _init_weights zero-initialised only the new
# classification head (zero-init last layer); the port's init loop applies initializer("zeros") to the
# weight and bias of every nn.Dense cell, hidden layers included.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.common.initializer import initializer

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.fc2 = nn.Dense(64, 64)
        self.classifier = nn.Dense(64, 3)
        self.act = nn.ReLU()
    def construct(self, x):
        return self.classifier(self.act(self.fc2(self.act(self.fc1(x)))))

net = MLP()
for _, cell in net.cells_and_names():
    if isinstance(cell, nn.Dense):          # torch: only if module is self.classifier
        cell.weight.set_data(initializer("zeros", cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer("zeros", cell.bias.shape, cell.bias.dtype))

rng = np.random.default_rng(0)
centers = rng.standard_normal((3, 20)).astype(np.float32) * 2
y_all = np.repeat(np.arange(3), 100).astype(np.int32)
x_all = centers[y_all] + rng.standard_normal((300, 20)).astype(np.float32)

loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x, ), y), None, opt.parameters)
for epoch in range(8):
    perm = rng.permutation(300)
    losses = []
    for i in range(0, 300, 30):
        idx = perm[i:i + 30]
        loss, grads = grad_fn(Tensor(x_all[idx]), Tensor(y_all[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = (net(Tensor(x_all)).argmax(-1).asnumpy() == y_all).mean()
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f} train_acc {acc:.3f}")
