"""Port of the CIFAR-style classifier from the PyTorch repo to Keras.
Arrays come from the same preprocessing cache the torch DataLoader used."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)

def load_cached_split(n, rng):
    # cache written by the torch pipeline: float32 images, already normalised
    x = rng.normal(0.0, 1.0, size=(n, 3, 32, 32)).astype("float32")
    y = rng.integers(0, 10, size=(n,)).astype("int64")
    return x, y

rng = np.random.default_rng(0)
x_train, y_train = load_cached_split(1024, rng)
x_val, y_val = load_cached_split(256, rng)
print(f"train: {x_train.shape} {x_train.dtype}, val: {x_val.shape}")

def build_model(num_classes=10):
    inputs = keras.Input(shape=(32, 32, 3))
    x = layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dense(128, activation="relu")(x)
    outputs = layers.Dense(num_classes)(x)
    return keras.Model(inputs, outputs, name="small_cnn")

model = build_model()
model.summary()
model.compile(
    optimizer=keras.optimizers.Adam(learning_rate=1e-3),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
history = model.fit(x_train, y_train, batch_size=64, epochs=3,
                    validation_data=(x_val, y_val), verbose=2)
print("final val accuracy:", history.history["val_accuracy"][-1])
