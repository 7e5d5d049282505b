"""ResNet-style CIFAR-like trainer ported from PyTorch: optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=...)
was translated to the Keras callback using the divisor the team used in its YAML config."""
import numpy as np
import keras
from keras import layers

config = {"lr": 1e-3, "epochs": 10, "batch_size": 64,
          "plateau": {"monitor": "val_loss", "lr_divisor": 10, "patience": 2, "min_lr": 1e-6}}

rng = np.random.default_rng(12)
x = rng.random((1024, 16, 16, 3)).astype("float32")
y = rng.integers(0, 10, 1024)


def block(h, filters):
    s = layers.Conv2D(filters, 1, padding="same")(h)
    h = layers.Conv2D(filters, 3, padding="same", activation="relu")(h)
    h = layers.BatchNormalization()(h)
    h = layers.Conv2D(filters, 3, padding="same")(h)
    return layers.ReLU()(layers.Add()([h, s]))


inp = keras.Input((16, 16, 3))
h = block(inp, 16)
h = layers.MaxPooling2D()(h)
h = block(h, 32)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(10)(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.SGD(config["lr"], momentum=0.9),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

pc = config["plateau"]
callbacks = [
    keras.callbacks.ModelCheckpoint("/home/user/project/resnet_best.keras", monitor=pc["monitor"], save_best_only=True),
    keras.callbacks.ReduceLROnPlateau(monitor=pc["monitor"], factor=pc["lr_divisor"],
                                      patience=pc["patience"], min_lr=pc["min_lr"], verbose=1),
]
model.fit(x, y, validation_split=0.1, epochs=config["epochs"], batch_size=config["batch_size"],
          callbacks=callbacks)
