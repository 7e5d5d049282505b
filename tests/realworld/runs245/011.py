# Port of a torch token-classification loss: logits[mask] / labels[mask] over non-pad tokens.
# Training step compiled once with XLA (jit_compile=True) and a fixed signature, like the torch.compile'd step.
import numpy as np
import tensorflow as tf
import keras

PAD = 0
VOCAB, T, TAGS = 500, 32, 9
rng = np.random.default_rng(11)
N = 2000
BATCH = 32
lengths = rng.integers(8, T + 1, N)
tokens = np.zeros((N, T), "int32"); tags = np.zeros((N, T), "int32")
for k, L in enumerate(lengths):
    tokens[k, :L] = rng.integers(1, VOCAB, L)
    tags[k, :L] = tokens[k, :L] % TAGS
ds = tf.data.Dataset.from_tensor_slices((tokens, tags)).shuffle(N).batch(BATCH)   # DataLoader(batch_size=32)

model = keras.Sequential([keras.Input((T,), dtype="int32"),
                          keras.layers.Embedding(VOCAB, 64),
                          keras.layers.Bidirectional(keras.layers.LSTM(32, return_sequences=True)),
                          keras.layers.Dense(TAGS)])
opt = keras.optimizers.Adam(1e-3)
ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function(jit_compile=True,
             input_signature=[tf.TensorSpec([BATCH, T], tf.int32), tf.TensorSpec([BATCH, T], tf.int32)])
def train_step(tok, tag):
    with tf.GradientTape() as tape:
        logits = model(tok, training=True)
        mask = tok != PAD
        active_logits = tf.boolean_mask(logits, mask)    # logits[mask]
        active_labels = tf.boolean_mask(tag, mask)       # labels[mask]
        loss = ce(active_labels, active_logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss, tf.shape(active_labels)[0]

for epoch in range(2):
    for step, (tok, tag) in enumerate(ds):
        loss, ntok = train_step(tok, tag)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} tokens {int(ntok)}")
