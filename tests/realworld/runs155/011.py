"""Energy-load forecasting MLP ported from a torch script; raw kWh targets, SGD as in the original."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

# 24 hourly readings -> next-hour load in kWh (values in the thousands, as in the meter export)
hist = rng.uniform(800, 4000, size=(2000, 24)).astype(np.float32)
target = (hist[:, -3:].mean(1, keepdims=True) * 1.05 + rng.normal(0, 50, (2000, 1))).astype(np.float32)

train = ds.NumpySlicesDataset({"x": hist, "y": target}, shuffle=True).batch(50, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
cfg = {"lr": 1e-3, "momentum": 0.9, "epochs": 3, "log_every": 10}
opt = nn.SGD(net.trainable_params(), learning_rate=cfg["lr"], momentum=cfg["momentum"])


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
global_step = 0
for epoch in range(cfg["epochs"]):
    net.set_train()
    running = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        global_step += 1
        running.append(float(loss.asnumpy()))
        if global_step % cfg["log_every"] == 0:
            print({"epoch": epoch, "step": global_step, "loss": round(float(np.mean(running[-10:])), 4),
                   "lr": cfg["lr"]})
    print({"epoch": epoch, "train_loss": float(np.mean(running)), "mae_kwh": float(np.sqrt(np.mean(running)))})
