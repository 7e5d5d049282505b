# Healthy: Keras 3 (JAX backend) functional two-input model with a custom loss and a cosine LR schedule
import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np, keras
from keras import ops
print("keras", keras.__version__, "backend", keras.backend.backend())
rng = np.random.default_rng(0)
N = 3000
num = rng.normal(size=(N, 6)).astype("float32")
cat = rng.integers(0, 20, size=(N, 1)).astype("int32")
y = (num[:, 0] - 0.5 * num[:, 1] + (cat[:, 0] % 3) * 0.7 + 0.1 * rng.normal(size=N)).astype("float32")[:, None]

def huber(y_true, y_pred, delta=1.0):
    e = ops.abs(y_true - y_pred)
    return ops.mean(ops.where(e < delta, 0.5 * e ** 2, delta * (e - 0.5 * delta)), axis=-1)

i_num = keras.Input((6,), name="num"); i_cat = keras.Input((1,), dtype="int32", name="cat")
e = keras.layers.Flatten()(keras.layers.Embedding(20, 4)(i_cat))
h = keras.layers.Concatenate()([i_num, e])
h = keras.layers.Dense(64, activation="relu")(h)
out = keras.layers.Dense(1)(h)
model = keras.Model([i_num, i_cat], out)
sched = keras.optimizers.schedules.CosineDecay(3e-3, decay_steps=10 * (2400 // 64 + 1))
model.compile(optimizer=keras.optimizers.AdamW(sched, weight_decay=1e-4), loss=huber, metrics=["mae"])
model.fit({"num": num[:2400], "cat": cat[:2400]}, y[:2400], validation_data=({"num": num[2400:], "cat": cat[2400:]}, y[2400:]),
          epochs=10, batch_size=64, verbose=2)
print("eval:", model.evaluate({"num": num[2400:], "cat": cat[2400:]}, y[2400:], verbose=0))
