"""Keras 3 port of a PyTorch training loop with gradient accumulation (custom train_step)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
ACCUM_STEPS = 4
MICRO_BATCH = 16


class AccumModel(keras.Model):
    """Splits each batch into ACCUM_STEPS micro-batches, like the torch loop
    (loss / accum_steps).backward() ... optimizer.step(); optimizer.zero_grad()"""

    def train_step(self, data):
        x, y = data
        xs = tf.split(x, ACCUM_STEPS)
        ys = tf.split(y, ACCUM_STEPS)
        # zero_grad()
        accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in self.trainable_variables]
        total = 0.0
        for xm, ym in zip(xs, ys):
            with tf.GradientTape() as tape:
                pred = self(xm, training=True)
                loss = self.compute_loss(x=xm, y=ym, y_pred=pred) / ACCUM_STEPS
            grads = tape.gradient(loss, self.trainable_variables)
            for a, g in zip(accum, grads):
                a.assign_add(g)
            total += loss
        self.optimizer.apply([a.read_value() for a in accum], self.trainable_variables)
        for m in self.metrics:
            if m.name == "loss":
                m.update_state(total)
        return {m.name: m.result() for m in self.metrics}


inp = keras.Input((32,))
h = layers.Dense(128, activation="relu")(inp)
h = layers.Dense(128, activation="relu")(h)
out = layers.Dense(4)(h)
model = AccumModel(inp, out)

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, :4] * 2 + x[:, 4:8]).argmax(1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(ACCUM_STEPS * MICRO_BATCH, drop_remainder=True)

model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
print(f"effective batch {ACCUM_STEPS * MICRO_BATCH} = {ACCUM_STEPS} x {MICRO_BATCH}")
model.fit(ds, epochs=3, verbose=2)
