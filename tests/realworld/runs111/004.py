# Text-feature MLP with Dropout, custom training loop (value_and_grad), Adam with a warmup lr list,
# validation every epoch with set_train(False).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)

rng = np.random.default_rng(7)
N, D, C = 3000, 64, 6
centers = rng.normal(size=(C, D)).astype(np.float32) * 1.2
Y = rng.integers(0, C, N).astype(np.int32)
X = (centers[Y] + rng.normal(size=(N, D))).astype(np.float32)
tr = ds.NumpySlicesDataset({"x": X[:2400], "y": Y[:2400]}, shuffle=True).batch(64, drop_remainder=True)
va = ds.NumpySlicesDataset({"x": X[2400:], "y": Y[2400:]}, shuffle=False).batch(200)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, 128)
        self.act = nn.GELU()
        self.drop = nn.Dropout(p=0.2)
        self.fc2 = nn.Dense(128, C)

    def construct(self, x):
        return self.fc2(self.drop(self.act(self.fc1(x))))

epochs = 4
steps = tr.get_dataset_size()
lr = nn.warmup_lr(1e-3, epochs * steps, steps, warmup_epoch=1)
net = Classifier()
opt = nn.Adam(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
loss_fn = nn.CrossEntropyLoss()

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(epochs):
    net.set_train(True)
    running = 0.0
    for step, (x, y) in enumerate(tr.create_tuple_iterator()):
        (loss, _), grads = grad_fn(x, y)
        opt(grads)
        running += float(loss.asnumpy())
        if (step + 1) % 12 == 0:
            print(f"Epoch [{epoch + 1}/{epochs}] Step [{step + 1}/{steps}] loss: {running / 12:.4f}", flush=True)
            running = 0.0
    net.set_train(False)
    correct = total = 0
    for x, y in va.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    print(f"Epoch [{epoch + 1}/{epochs}] val_acc: {correct / total:.4f}", flush=True)
print("Training complete.")
