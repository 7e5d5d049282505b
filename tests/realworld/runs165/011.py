"""Fine-tune an MLP classifier with an exponential LR schedule.
Schedule copied from the PyTorch version, where scheduler.step() was called once per EPOCH."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(12)
n, f, k = 3000, 20, 4
X = np.random.randn(n, f).astype("float32")
W = np.random.randn(f, k)
y = np.argmax(X @ W + 0.5 * np.random.randn(n, k), axis=1)


class LRLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = float(keras.ops.convert_to_numpy(self.model.optimizer.learning_rate))
        print(f"  epoch {epoch + 1}: lr={lr:.3e}")


# torch: ExponentialLR(opt, gamma=0.5) stepped per epoch -> Keras: decay_steps=1
schedule = keras.optimizers.schedules.ExponentialDecay(initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5)
model = keras.Sequential([keras.Input(shape=(f,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(k)], name="clf")
model.compile(optimizer=keras.optimizers.Adam(schedule),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X[:2400], y[:2400], validation_data=(X[2400:], y[2400:]), epochs=8, batch_size=32,
          verbose=2, callbacks=[LRLogger()])
