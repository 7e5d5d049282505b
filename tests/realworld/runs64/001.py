# Port of a PyTorch masked-pooling encoder: pool only over real tokens when the batch has any padding.
import numpy as np
import tensorflow as tf

VOCAB, DIM, SEQ = 500, 32, 24

class MaskedPoolEncoder(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = tf.keras.layers.Embedding(VOCAB, DIM)
        self.proj = tf.keras.layers.Dense(DIM, activation="relu")
        self.head = tf.keras.layers.Dense(2)

    def call(self, ids):
        mask = tf.cast(tf.not_equal(ids, 0), tf.float32)  # [B, T]
        h = self.proj(self.emb(ids))
        return self.head(h), mask


def pool_logits(tok_logits, mask):
    # torch version:
    # if mask.sum() < mask.numel(): pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
    # else: pooled = x.mean(1)   <- dropped when porting, "the else never happens with padding"
    if tf.reduce_sum(mask) < tf.cast(tf.size(mask), tf.float32):
        pooled = tf.reduce_sum(tok_logits * mask[..., None], axis=1) / tf.reduce_sum(mask, axis=1, keepdims=True)
    return pooled

rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, size=(256, SEQ))
lens = rng.integers(8, SEQ + 1, size=256)
for i, l in enumerate(lens):
    ids[i, l:] = 0
labels = (ids[:, 0] % 2).astype("int32")

model = MaskedPoolEncoder()
opt = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        tok_logits, mask = model(x, training=True)
        logits = pool_logits(tok_logits, mask)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(256).batch(32)
for epoch in range(3):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
