# Port of a torch MLP classifier recipe: SGD(momentum=0.9) + ExponentialLR(gamma=0.9)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)

def make_spirals(n, k=3, noise=0.2, seed=0):
    r = np.random.default_rng(seed)
    xs, ys = [], []
    for c in range(k):
        t = np.linspace(0.0, 1.0, n)
        ang = c * 2 * np.pi / k + t * 4.0 + r.normal(scale=noise, size=n)
        xs.append(np.stack([t * np.sin(ang), t * np.cos(ang)], 1))
        ys.append(np.full(n, c))
    x = np.concatenate(xs).astype("float32"); y = np.concatenate(ys)
    p = r.permutation(len(y))
    return x[p], y[p]

x_train, y_train = make_spirals(1500, seed=0)
x_val, y_val = make_spirals(300, seed=1)
train = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(4500, seed=0).batch(64)
val = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)
print("train batches per epoch:", len(train))

model = keras.Sequential([
    keras.Input((2,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(3),
])

# torch: scheduler = ExponentialLR(optimizer, gamma=0.9)
lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=0.05, decay_steps=1, decay_rate=0.9)
optimizer = keras.optimizers.SGD(learning_rate=lr_schedule, momentum=0.9)

model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

class LrLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        lr = self.model.optimizer.learning_rate
        print(f"epoch {epoch + 1}: lr={float(lr):.3e}")

model.fit(train, validation_data=val, epochs=20, verbose=2, callbacks=[LrLogger()])
loss, acc = model.evaluate(val, verbose=0)
print(f"final val_loss={loss:.4f} val_acc={acc:.4f}")
