"""CIFAR-style MLP baseline; input pipeline ported from a tf.data script (shuffle -> batch -> repeat)."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
y = rng.integers(0, 10, size=(1280,)).astype(np.int32)
X = (rng.normal(size=(10, 3 * 32 * 32))[y] + rng.normal(size=(1280, 3 * 32 * 32))).astype(np.float32)

train_ds = ds.NumpySlicesDataset({"image": X, "label": y}, shuffle=True)
train_ds = train_ds.batch(64, drop_remainder=True).repeat()   # tf: ds.shuffle().batch().repeat()
steps_per_epoch = len(X) // 64

net = nn.SequentialCell(nn.Dense(3072, 256), nn.ReLU(), nn.Dense(256, 10))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-4)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_step.set_train()

EPOCHS = 3
for epoch in range(EPOCHS):
    t0 = time.time()
    for step, (img, lab) in enumerate(train_ds.create_tuple_iterator(num_epochs=EPOCHS), 1):
        loss = train_step(img, lab)
        if step % 20 == 0:
            print(f"Epoch {epoch + 1}/{EPOCHS} - step {step}/{steps_per_epoch} - loss: {loss.asnumpy():.4f} - {time.time() - t0:.1f}s", flush=True)
    print(f"Epoch {epoch + 1} done in {time.time() - t0:.1f}s", flush=True)
