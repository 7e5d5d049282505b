"""Fashion-style classifier on synthetic 16x16 images. The PyTorch baseline used
optim.lr_scheduler.ExponentialLR(opt, gamma=0.5) stepped once per epoch; ported to a Keras schedule."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
n, classes = 8000, 10
protos = rng.normal(size=(classes, 16, 16, 1)).astype("float32")
y = rng.integers(0, classes, n)
x = (protos[y] + 1.2 * rng.normal(size=(n, 16, 16, 1))).astype("float32")

lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5)   # gamma=0.5 "per epoch"

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(classes, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr_schedule),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])

class LRLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = float(self.model.optimizer.learning_rate)
        print(f"epoch {epoch + 1}: lr={lr:.3e} loss={logs['loss']:.4f} val_accuracy={logs['val_accuracy']:.4f}")

model.fit(x, y, validation_split=0.2, batch_size=64, epochs=6, verbose=2, callbacks=[LRLogger()])
