# Sequence classifier: HF-style dynamic padding (pad each batch to its longest sequence,
# like DataCollatorWithPadding) feeding a tf.function training step.
import time
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(6)
VOCAB, N, C = 1000, 2400, 2
rng = np.random.default_rng(6)
seqs = [rng.integers(1, VOCAB, size=int(L)).tolist() for L in rng.integers(5, 200, size=N)]
labels = np.array([int(sum(s[:3]) % 2) for s in seqs], dtype="int32")

def gen():
    for s, l in zip(seqs, labels):
        yield np.array(s, dtype="int32"), l

ds = (tf.data.Dataset.from_generator(gen, output_signature=(
          tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
      .shuffle(N, seed=6)
      .padded_batch(16, padded_shapes=([None], []))
      .prefetch(2))

inputs = keras.Input((None,), dtype="int32")
h = keras.layers.Embedding(VOCAB, 64, mask_zero=True)(inputs)
h = keras.layers.Bidirectional(keras.layers.GRU(32))(h)
h = keras.layers.Dense(64, activation="relu")(h)
outputs = keras.layers.Dense(C)(h)
model = keras.Model(inputs, outputs)
optimizer = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(ids, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(ids, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(2):
    t_epoch = time.time()
    t0 = time.time()
    for ids, y in ds:
        loss = train_step(ids, y)
        step += 1
        if step % 25 == 0:
            dt = (time.time() - t0) / 25
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} batch_len {ids.shape[1]} {dt*1000:.0f} ms/step")
            t0 = time.time()
    print(f"epoch {epoch} done in {time.time() - t_epoch:.1f}s")
