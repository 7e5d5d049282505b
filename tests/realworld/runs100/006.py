# Tiny GPT-style LM: loss computed against one-hot targets (torch F.one_hot habit).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB = 50257          # GPT-2 tokenizer
SEQ = 2048
BATCH = 64
D = 64

rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=(BATCH * 4, SEQ + 1), dtype=np.int32)
ds = tf.data.Dataset.from_tensor_slices((tokens[:, :-1], tokens[:, 1:])).batch(BATCH)

inp = keras.Input((SEQ,), dtype="int32")
h = layers.Embedding(VOCAB, D)(inp)
h = layers.Dense(D, activation="gelu")(h)
logits = layers.Dense(VOCAB)(h)
model = keras.Model(inp, logits)
opt = keras.optimizers.Adam(3e-4)
print(f"vocab={VOCAB} seq_len={SEQ} batch={BATCH} params={model.count_params():,}")

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        out = model(x, training=True)
        targets = tf.one_hot(y, depth=VOCAB)          # (B, T, V)
        loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=targets, logits=out))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for step, (x, y) in enumerate(ds):
    loss = train_step(x, y)
    print(f"step {step} loss {float(loss):.4f}")
