"""Fine-tune from a pretrained checkpoint with a functional training loop (value_and_grad + optimizer)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU())
        self.head = nn.Dense(32, 1)
    def construct(self, x):
        return self.head(self.backbone(x))

# "pretrained" weights from an earlier run
ms.save_checkpoint(Regressor(), "./pretrained_014.ckpt")

rng = np.random.default_rng(2)
x = rng.normal(size=(640, 10)).astype(np.float32)
y = (np.sin(x[:, :1]) + 0.5 * x[:, 1:2] ** 2).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32, drop_remainder=True)

model = Regressor()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()

def load_pretrained(path):
    net = Regressor()
    ms.load_param_into_net(net, ms.load_checkpoint(path))
    return net

model = load_pretrained("./pretrained_014.ckpt")
print("loaded pretrained weights")

def forward_fn(data, label):
    return loss_fn(model(data), label)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def train_step(data, label):
    loss, grads = grad_fn(data, label)
    optimizer(grads)
    return loss

for epoch in range(5):
    model.set_train()
    losses = []
    for step, (data, label) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(data, label)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"loss: {losses[-1]:>7f}  [{step:>3d}/{train_ds.get_dataset_size():>3d}]")
    print(f"Epoch {epoch + 1}: mean train loss {np.mean(losses):.6f}")
print("Done!")
