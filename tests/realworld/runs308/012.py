# GRU text classifier with a custom GradientTape loop (ported from a PyTorch loop), padded batches.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(12)
V, C = 300, 2

def gen(n):
    for _ in range(n):
        L = int(rng.integers(5, 30))
        ids = rng.integers(3, V, size=L).astype("int32")
        label = np.int32(1 if (ids < 100).mean() > 0.33 else 0)
        yield ids, label

sig = (tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32))
train = (tf.data.Dataset.from_generator(lambda: gen(4000), output_signature=sig).cache()
         .shuffle(4000).padded_batch(64, padded_shapes=([None], [])).prefetch(tf.data.AUTOTUNE))
val = tf.data.Dataset.from_generator(lambda: gen(800), output_signature=sig).cache().padded_batch(200, padded_shapes=([None], []))

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    keras.layers.Embedding(V, 32, mask_zero=True),
    keras.layers.GRU(32),
    keras.layers.Dense(C),
])
opt = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function(reduce_retracing=True)
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(yb, logits)
    return loss, gnorm

for epoch in range(6):
    train_acc.reset_state(); val_acc.reset_state()
    losses = []
    for step, (xb, yb) in enumerate(train):
        loss, gnorm = train_step(xb, yb)
        losses.append(float(loss))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
    for xb, yb in val:
        val_acc.update_state(yb, model(xb, training=False))
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} train_acc {float(train_acc.result()):.4f} "
          f"val_acc {float(val_acc.result()):.4f}")
