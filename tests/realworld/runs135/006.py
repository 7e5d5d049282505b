"""Custom training loop for a per-token tagger, ported from a single-GPU PyTorch script to MirroredStrategy
(2 logical CPU devices here, 2 GPUs in production)."""
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
import keras
from keras import layers

strategy = tf.distribute.MirroredStrategy(devices=["/cpu:0", "/cpu:1"])
print("Number of devices:", strategy.num_replicas_in_sync)

BATCH_SIZE = 64          # global batch, as in the PyTorch config
SEQ_LEN, VOCAB, N_TAGS = 20, 500, 9
rng = np.random.default_rng(6)
tokens = rng.integers(1, VOCAB, (1024, SEQ_LEN)).astype("int32")
tags = (tokens % N_TAGS).astype("int32")

ds = tf.data.Dataset.from_tensor_slices((tokens, tags)).shuffle(1024).batch(BATCH_SIZE, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(SEQ_LEN,), dtype="int32"),
        layers.Embedding(VOCAB, 32),
        layers.Bidirectional(layers.GRU(32, return_sequences=True)),
        layers.Dense(N_TAGS),
    ])
    optimizer = keras.optimizers.Adam(1e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def train_step(inputs):
    x, y = inputs
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        # flatten tokens like logits.view(batch_size * seq_len, n_tags) in the torch code
        flat_logits = tf.reshape(logits, [BATCH_SIZE * SEQ_LEN, N_TAGS])
        flat_y = tf.reshape(y, [BATCH_SIZE * SEQ_LEN])
        per_tok = loss_obj(flat_y, flat_logits)
        loss = tf.nn.compute_average_loss(per_tok, global_batch_size=BATCH_SIZE * SEQ_LEN)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def distributed_step(inputs):
    per_replica = strategy.run(train_step, args=(inputs,))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(3):
    total, n = 0.0, 0
    for batch in dist_ds:
        total += float(distributed_step(batch)); n += 1
        if n % 4 == 0:
            print(f"epoch {epoch} step {n} loss {total / n:.4f}")
    print(f"epoch {epoch} mean loss {total / n:.4f}")
