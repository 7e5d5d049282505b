"""Subclassed transformer-ish encoder classifier with a custom training loop."""
import numpy as np
import tensorflow as tf
import keras

class Encoder(keras.Model):
    def __init__(self, vocab=500, dim=32, classes=3):
        super().__init__()
        self.emb = keras.layers.Embedding(vocab, dim)
        self.attn = keras.layers.MultiHeadAttention(num_heads=2, key_dim=16)
        self.norm = keras.layers.LayerNormalization()
        self.pool = keras.layers.GlobalAveragePooling1D()
        self.head = keras.layers.Dense(classes)

    def call(self, ids, training=False):
        h = self.emb(ids)
        h = self.norm(h + self.attn(h, h, training=training))
        return self.head(self.pool(h))

rng = np.random.default_rng(1)
ids = rng.integers(1, 500, size=(3000, 24)).astype("int32")
labels = (ids[:, :4].sum(axis=1) % 3).astype("int32")
ids[:, 0] = labels * 100 + 7   # label-carrying token so the task is learnable
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(3000, seed=0).batch(50)

model = Encoder()
optimizer = keras.optimizers.Adam(learning_rate=3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy()   # nn.CrossEntropyLoss()
model(ids[:2])                               # build variables
params = model.trainable_variables
print("num trainable tensors:", len(params))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, params)
    optimizer.apply_gradients(zip(grads, params))
    return loss, logits

acc = keras.metrics.SparseCategoricalAccuracy()
for epoch in range(5):
    acc.reset_state()
    total, n = 0.0, 0
    for xb, yb in ds:
        loss, logits = train_step(xb, yb)
        acc.update_state(yb, logits)
        total += float(loss); n += 1
    print(f"epoch {epoch+1}: loss={total/n:.4f} train_acc={float(acc.result()):.4f}")
