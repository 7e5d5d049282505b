"""Small CIFAR-style classifier ported from a PyTorch training script (data kept in NCHW)."""
import numpy as np
import keras
from keras import layers

BATCH, EPOCHS, NUM_CLASSES = 32, 2, 10

def load_data(n=512):
    rng = np.random.default_rng(0)
    # the torch DataLoader produced tensors of shape (N, C, H, W); we reuse the cached .npy arrays
    x = rng.standard_normal((n, 3, 32, 32)).astype("float32")
    y = rng.integers(0, NUM_CLASSES, size=(n,))
    return x, y

def build_model():
    inputs = keras.Input(shape=(3, 32, 32))
    x = layers.Conv2D(32, 3, activation="relu")(inputs)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Conv2D(64, 3, activation="relu")(x)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Conv2D(128, 3, activation="relu")(x)
    x = layers.GlobalAveragePooling2D()(x)
    outputs = layers.Dense(NUM_CLASSES)(x)
    return keras.Model(inputs, outputs, name="small_cnn")

if __name__ == "__main__":
    x, y = load_data()
    model = build_model()
    model.summary()
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, validation_split=0.1)
