# Custom GradientTape loop for a tiny transformer encoder classifier (port of a HF-style fine-tune loop)
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
VOCAB, SEQ, N = 100, 16, 4000
X = rng.integers(2, VOCAB, size=(N, SEQ)).astype("int32")
y = (np.isin(X, [5, 6, 7]).sum(1) > 0).astype("int32")

class Encoder(keras.Model):
    def __init__(self):
        super().__init__()
        self.tok = keras.layers.Embedding(VOCAB, 32)
        self.pos = keras.layers.Embedding(SEQ, 32)
        self.attn = keras.layers.MultiHeadAttention(num_heads=2, key_dim=16)
        self.ln1 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.ff = keras.Sequential([keras.layers.Dense(64, activation="gelu"), keras.layers.Dense(32)])
        self.ln2 = keras.layers.LayerNormalization(epsilon=1e-5)
        self.head = keras.layers.Dense(2)

    def call(self, x, training=False):
        h = self.tok(x) + self.pos(tf.range(SEQ))[None]
        h = self.ln1(h + self.attn(h, h, training=training))
        h = self.ln2(h + self.ff(h))
        return self.head(tf.reduce_mean(h, 1))

model = Encoder()
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ds = tf.data.Dataset.from_tensor_slices((X[:3500], y[:3500])).shuffle(3500, seed=0).batch(64)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(4):
    for xb, yb in ds:
        loss = train_step(xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        step += 1
    logits = model(X[3500:])
    acc = float(tf.reduce_mean(tf.cast(tf.argmax(logits, 1, output_type=tf.int32) == y[3500:], tf.float32)))
    print(f"epoch {epoch} eval_acc {acc:.4f}")
