"""Fashion-style image classifier ported from a Keras notebook:
model.compile(optimizer='adam', loss='sparse_categorical_crossentropy', metrics=['accuracy'])
model.fit(x, y, epochs=5, batch_size=64, validation_data=(xv, yv))"""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)
rng = np.random.default_rng(8)

protos = rng.normal(size=(10, 28 * 28)).astype(np.float32)
def split(n):
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = (protos[y] + 1.5 * rng.normal(size=(n, 28 * 28))).astype(np.float32).reshape(n, 1, 28, 28)
    return x, y
x_train, y_train = split(3000)
x_val, y_val = split(600)

train_ds = ds.NumpySlicesDataset((x_train, y_train), column_names=["image", "label"], shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset((x_val, y_val), column_names=["image", "label"], shuffle=False).batch(64)

# keras.Sequential([Flatten, Dense(128, relu), Dropout(0.2), Dense(10)])
net = nn.SequentialCell(
    nn.Flatten(),
    nn.Dense(28 * 28, 128, activation="relu"),
    nn.Dropout(p=0.2),
    nn.Dense(128, 10),
)
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn=loss, optimizer=optimizer, metrics=["accuracy"])

model.fit(5, train_ds, valid_dataset=val_ds, callbacks=[ms.LossMonitor(20)])
print(model.eval(val_ds))
