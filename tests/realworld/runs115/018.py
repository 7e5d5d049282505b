"""Wide & deep CTR model: embeddings for ids concatenated with raw numeric features, custom training loop."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(6)
N = 8000
feats = {
    "user_id": rng.integers(0, 1000, N).astype("int64"),
    "ad_id": rng.integers(0, 200, N).astype("int64"),
    "hour": rng.integers(0, 24, N).astype("int64"),
    "age": rng.integers(18, 70, N).astype("int64"),
}
label = ((feats["ad_id"] % 5 == feats["hour"] % 5) | (rng.random(N) < 0.1)).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((feats, label)).shuffle(N).batch(256)

class WideDeep(keras.Model):
    def __init__(self):
        super().__init__()
        self.user_emb = layers.Embedding(1000, 16)
        self.ad_emb = layers.Embedding(200, 16)
        self.hour_emb = layers.Embedding(24, 4)
        self.mlp = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(1)])

    def call(self, f):
        dense = tf.stack([f["age"], f["hour"]], axis=-1)           # raw numeric columns
        h = tf.concat([self.user_emb(f["user_id"]), self.ad_emb(f["ad_id"]),
                       self.hour_emb(f["hour"]), dense], axis=-1)
        return self.mlp(h)

model = WideDeep()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)

@tf.function
def train_step(f, y):
    with tf.GradientTape() as tape:
        logits = model(f, training=True)
        loss = loss_fn(y[:, None], logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(2):
    for step, (f, y) in enumerate(ds):
        loss = train_step(f, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.numpy():.4f}")
