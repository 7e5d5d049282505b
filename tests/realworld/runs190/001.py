"""Small text classifier (masked self-attention pooling) ported from a PyTorch repo:
    scores = scores.masked_fill(~mask, float('-inf'))
to TF2 with a custom GradientTape loop under the mixed_float16 policy."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
tf.random.set_seed(0)
rng = np.random.default_rng(0)

VOCAB, MAXLEN, N = 500, 24, 1024


class AttnPool(keras.layers.Layer):
    def __init__(self, dim, **kw):
        super().__init__(**kw)
        self.score = keras.layers.Dense(1)

    def call(self, h, mask):
        scores = tf.squeeze(self.score(h), -1)                       # (B, T)
        neg_inf = tf.fill(tf.shape(scores), float("-inf"))           # masked_fill value
        scores = tf.where(mask, scores, neg_inf)
        w = tf.nn.softmax(scores, axis=-1)
        return tf.reduce_sum(h * w[..., None], axis=1)


class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = keras.layers.Embedding(VOCAB, 64)
        self.enc = keras.layers.Dense(64, activation="gelu")
        self.pool = AttnPool(64)
        self.head = keras.layers.Dense(2, dtype="float32")

    def call(self, ids, training=False):
        mask = ids != 0
        h = self.enc(self.emb(ids))
        return self.head(self.pool(h, mask))


lengths = rng.integers(5, MAXLEN, size=N)
ids = np.zeros((N, MAXLEN), dtype="int32")
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, size=L)
labels = (ids[:, 0] % 2).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(N).batch(64)

model = Classifier()
opt = keras.mixed_precision.LossScaleOptimizer(keras.optimizers.AdamW(3e-4))
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(2):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
