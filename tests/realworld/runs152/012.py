"""House-price regression: Keras-style loop with a progress line per epoch (ported from a tf.keras notebook)."""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)

rng = np.random.default_rng(4)
X = rng.normal(size=(1200, 10)).astype(np.float32)
coef = rng.normal(size=10).astype(np.float32)
price = (X @ coef + 0.05 * rng.normal(size=1200)).astype(np.float32)   # shape (N,)

split = 1000
train = ds.NumpySlicesDataset({"x": X[:split], "y": price[:split]}, shuffle=True).batch(50)
val = ds.NumpySlicesDataset({"x": X[split:], "y": price[split:]}, shuffle=False).batch(50)

model = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
mae_fn = nn.L1Loss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)

steps = train.get_dataset_size()
for epoch in range(1, 9):
    t0 = time.time(); tot = 0.0
    model.set_train()
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy())
    model.set_train(False)
    vl = np.mean([float(loss_fn(model(x), y).asnumpy()) for x, y in val.create_tuple_iterator()])
    vm = np.mean([float(mae_fn(model(x), y).asnumpy()) for x, y in val.create_tuple_iterator()])
    dt = time.time() - t0
    print(f"Epoch {epoch}/8")
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt/steps*1000:.0f}ms/step - loss: {tot/steps:.4f} - val_loss: {vl:.4f} - val_mae: {vm:.4f}")
