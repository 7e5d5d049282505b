"""Transfer learning port (torchvision-style recipe): freeze a 'pretrained' backbone, swap the classifier
head for the new number of classes, fine-tune the head."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

F, C_OLD, C_NEW = 64, 100, 5
rng = np.random.default_rng(0)
centers = rng.normal(0, 1.0, (C_NEW, F)).astype(np.float32)
y_all = rng.integers(0, C_NEW, 3072).astype(np.int32)
x_all = (centers[y_all] + rng.normal(0, 1.0, (3072, F))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x_all[:2048], "y": y_all[:2048]}, shuffle=True).batch(64)
ev_x, ev_y = ms.Tensor(x_all[2048:]), y_all[2048:]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU())
        self.fc = nn.Dense(128, C_OLD)

    def construct(self, x):
        return self.fc(self.backbone(x))


model = Net()
for p in model.backbone.trainable_params():
    p.requires_grad = False
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
model.fc = nn.Dense(128, C_NEW)
print("trainable params:", [p.name for p in model.trainable_params()])

loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, optimizer.parameters)

for epoch in range(6):
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    acc = float((model(ev_x).asnumpy().argmax(-1) == ev_y).mean())
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} eval_acc {acc:.4f}", flush=True)
