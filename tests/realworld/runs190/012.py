"""Intent classifier with in-graph text preprocessing (lower-case, split, hash buckets), so the
SavedModel accepts raw strings. The train step is XLA-compiled (jit_compile=True), as the
PyTorch version used torch.compile."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(2)
rng = np.random.default_rng(2)
BUCKETS, MAXLEN = 5000, 16
intents = {0: ["play", "music", "song", "album"], 1: ["weather", "rain", "sunny", "forecast"],
           2: ["alarm", "wake", "timer", "minutes"]}
filler = ["please", "can", "you", "the", "for", "me", "now", "tomorrow", "set", "a", "what", "is"]
texts, labels = [], []
for _ in range(1200):
    k = int(rng.integers(0, 3))
    words = list(rng.choice(filler, size=4)) + list(rng.choice(intents[k], size=2))
    rng.shuffle(words)
    texts.append(" ".join(w.upper() if rng.random() < 0.2 else w for w in words))
    labels.append(k)
ds = tf.data.Dataset.from_tensor_slices((texts, labels)).shuffle(1200).batch(32)


def preprocess(raw):
    tokens = tf.strings.split(tf.strings.lower(raw))
    ids = tf.strings.to_hash_bucket_fast(tokens, BUCKETS)
    return ids.to_tensor(shape=[None, MAXLEN])


model = keras.Sequential([
    keras.Input((MAXLEN,), dtype="int64"),
    keras.layers.Embedding(BUCKETS, 32),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(3),
])
opt = keras.optimizers.Adam(5e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function(jit_compile=True)
def train_step(raw, y):
    ids = preprocess(raw)
    with tf.GradientTape() as tape:
        logits = model(ids, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    losses = [float(train_step(raw, y)) for raw, y in ds]
    print(f"epoch {epoch + 1}: loss {np.mean(losses):.4f}")
