# Port of a small PyTorch CIFAR-style CNN. The original dataloader yields NCHW
# tensors, so the Keras layers were set to channels_first to "keep the layout".
import numpy as np
import keras
from keras import layers

NUM_CLASSES = 10
rng = np.random.default_rng(0)
# data exported from the torch pipeline: (N, C, H, W)
proto = rng.normal(size=(NUM_CLASSES, 3, 32, 32)).astype("float32")


def make_split(n):
    y = rng.integers(0, NUM_CLASSES, size=(n,))
    x = proto[y] + 0.8 * rng.normal(size=(n, 3, 32, 32)).astype("float32")
    return x.astype("float32"), y.astype("int64")


x_train, y_train = make_split(512)
x_val, y_val = make_split(128)


def make_model():
    inp = keras.Input(shape=(3, 32, 32))
    x = layers.Conv2D(32, 3, padding="same", activation="relu", data_format="channels_first")(inp)
    x = layers.MaxPooling2D(2, data_format="channels_first")(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu", data_format="channels_first")(x)
    x = layers.MaxPooling2D(2, data_format="channels_first")(x)
    x = layers.Flatten()(x)
    x = layers.Dense(128, activation="relu")(x)
    out = layers.Dense(NUM_CLASSES)(x)
    return keras.Model(inp, out, name="torch_port_cnn")


model = make_model()
model.summary()
model.compile(
    optimizer=keras.optimizers.Adam(learning_rate=1e-3),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=64, epochs=3)
