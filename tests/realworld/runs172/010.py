"""Click-through model: multi-input functional net, custom tf.function training loop, .keras round trip."""
import os
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(10); tf.random.set_seed(10)
N, N_USERS, N_ITEMS, N_DENSE = 20000, 500, 800, 6


@keras.saving.register_keras_serializable(package="ctr")
class FeatureCross(layers.Layer):
    """DCN-style cross layer: x0 * (W x + b) + x."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def build(self, input_shape):
        d = input_shape[0][-1]
        self.w = self.add_weight(shape=(d, d), initializer="glorot_uniform", name="w")
        self.b = self.add_weight(shape=(d,), initializer="zeros", name="b")

    def call(self, inputs):
        x0, x = inputs
        return x0 * (tf.matmul(x, self.w) + self.b) + x

    def get_config(self):
        return super().get_config()


users = np.random.randint(0, N_USERS, N).astype("int32")
items = np.random.randint(0, N_ITEMS, N).astype("int32")
dense = np.random.normal(size=(N, N_DENSE)).astype("float32")
user_bias = np.random.normal(0, 1, N_USERS); item_bias = np.random.normal(0, 1, N_ITEMS)
affinity = user_bias[users] + item_bias[items]
clicks = (np.random.rand(N) < 1 / (1 + np.exp(-(1.5 * affinity + dense[:, 0] - 1.0)))).astype("float32")
print("CTR: %.3f" % clicks.mean())

u_in = keras.Input(shape=(), dtype="int32", name="user_id")
i_in = keras.Input(shape=(), dtype="int32", name="item_id")
d_in = keras.Input(shape=(N_DENSE,), name="dense_feats")
u = layers.Embedding(N_USERS, 16)(u_in)
i = layers.Embedding(N_ITEMS, 16)(i_in)
x0 = layers.Concatenate()([u, i, d_in])
x = FeatureCross(name="cross_1")([x0, x0])
x = FeatureCross(name="cross_2")([x0, x])
x = layers.Dense(64, activation="relu")(x)
logit = layers.Dense(1, name="logit")(x)
model = keras.Model({"user_id": u_in, "item_id": i_in, "dense_feats": d_in}, logit, name="ctr_dcn")

split = 17000
def make_ds(sl, shuffle):
    ds = tf.data.Dataset.from_tensor_slices(
        ({"user_id": users[sl], "item_id": items[sl], "dense_feats": dense[sl]}, clicks[sl]))
    if shuffle:
        ds = ds.shuffle(8192, seed=0)
    return ds.batch(256).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = make_ds(slice(0, split), True), make_ds(slice(split, N), False)

optimizer = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)
train_loss = keras.metrics.Mean()
val_auc = keras.metrics.AUC(from_logits=True)


@tf.function
def train_step(features, y):
    with tf.GradientTape() as tape:
        logits = model(features, training=True)
        loss = loss_fn(y[:, None], logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)
    return loss


@tf.function
def eval_step(features, y):
    val_auc.update_state(y[:, None], model(features, training=False))


for epoch in range(4):
    t0 = time.time()
    train_loss.reset_state(); val_auc.reset_state()
    for step, (xb, yb) in enumerate(train_ds):
        loss = train_step(xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
    for xb, yb in val_ds:
        eval_step(xb, yb)
    print(f"== epoch {epoch}: train_loss={float(train_loss.result()):.4f} "
          f"val_auc={float(val_auc.result()):.4f} ({time.time() - t0:.1f}s)")

path = "/home/user/project/ctr_dcn.keras"
model.save(path)
restored = keras.models.load_model(path)
xb, _ = next(iter(val_ds))
diff = np.abs(model(xb).numpy() - restored(xb).numpy()).max()
print(f"saved {path}; max |orig - restored| = {diff:.2e}")
