"""Click-through-rate model trained from a streaming tf.data pipeline (ported from a torch IterableDataset loop)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N_USERS, N_ADS, DENSE = 1000, 200, 8


def click_log():
    rng = np.random.default_rng(0)
    w = rng.normal(size=DENSE).astype("float32")
    for _ in range(50_000):      # one pass over the day's log
        u, a = rng.integers(N_USERS), rng.integers(N_ADS)
        d = rng.normal(size=DENSE).astype("float32")
        p = 1 / (1 + np.exp(-(d @ w + 0.01 * ((u + a) % 7) - 1.0)))
        yield {"user": np.int32(u), "ad": np.int32(a), "dense_feats": d}, np.float32(rng.random() < p)


sig = ({"user": tf.TensorSpec((), tf.int32), "ad": tf.TensorSpec((), tf.int32),
        "dense_feats": tf.TensorSpec((DENSE,), tf.float32)}, tf.TensorSpec((), tf.float32))
train_ds = (tf.data.Dataset.from_generator(click_log, output_signature=sig)
            .shuffle(4096).repeat().batch(256).prefetch(tf.data.AUTOTUNE))

u_in = keras.Input((), dtype="int32", name="user")
a_in = keras.Input((), dtype="int32", name="ad")
d_in = keras.Input((DENSE,), name="dense_feats")
ue = layers.Embedding(N_USERS, 16)(u_in)
ae = layers.Embedding(N_ADS, 16)(a_in)
h = layers.Concatenate()([ue, ae, d_in])
h = layers.Dense(64, activation="relu")(h)
out = layers.Dense(1, activation="sigmoid", name="click")(h)
model = keras.Model({"user": u_in, "ad": a_in, "dense_feats": d_in}, out, name="ctr")
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=[keras.metrics.AUC(name="auc")])


class StepLogger(keras.callbacks.Callback):
    def on_train_batch_end(self, batch, logs=None):
        if batch % 100 == 0:
            print(f"step {batch:6d}  loss {logs['loss']:.4f}  auc {logs['auc']:.4f}", flush=True)

    def on_epoch_end(self, epoch, logs=None):
        print(f"epoch {epoch} done: {logs}", flush=True)
        self.model.save(f"/home/user/project/ctr_epoch{epoch}.keras")


model.fit(train_ds, epochs=3, callbacks=[StepLogger()], verbose=0)
print("training finished")
