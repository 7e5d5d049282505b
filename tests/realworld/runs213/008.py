# Seq2label BiLSTM tagger ported from PyTorch (pack_padded_sequence / per-batch padding)
# to a custom tf.function training loop over a padded_batch pipeline.
import time
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(11)
VOCAB, NUM_CLASSES, BATCH = 3000, 5, 16
rng = np.random.default_rng(11)

seqs, labels = [], []
for _ in range(3200):
    L = int(rng.integers(5, 200))
    c = int(rng.integers(0, NUM_CLASSES))
    s = rng.integers(NUM_CLASSES + 1, VOCAB, size=L)
    s[rng.random(L) < 0.2] = c + 1
    seqs.append(s.astype("int32"))
    labels.append(c)

ds = tf.data.Dataset.from_generator(
    lambda: iter(zip(seqs, labels)),
    output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)),
)
# pad each batch to its own longest sequence, like a PyTorch collate_fn
ds = ds.shuffle(1000, seed=11).padded_batch(BATCH, padding_values=(0, 0)).prefetch(2)

model = keras.Sequential([
    keras.layers.Embedding(VOCAB, 64, mask_zero=True),
    keras.layers.Bidirectional(keras.layers.LSTM(64)),
    keras.layers.Dense(NUM_CLASSES),
])
optimizer = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(2):
    t0 = time.time()
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} seq_len {x.shape[1]} loss {loss.numpy():.4f} "
                  f"elapsed {time.time() - t0:.1f}s", flush=True)
    print(f"epoch {epoch} finished in {time.time() - t0:.1f}s "
          f"({train_step.experimental_get_tracing_count()} traces of train_step)", flush=True)
