"""Custom training loop (torch-style) in TF/Keras 3: tf.data from a Python generator,
warmup + cosine schedule, global-norm gradient clipping, train/eval step functions."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
SEQ, FEAT, C = 24, 6, 3
BATCH, EPOCHS, STEPS_PER_EPOCH = 32, 4, 40


def sample_stream(n, seed):
    r = np.random.default_rng(seed)
    for _ in range(n):
        c = r.integers(0, C)
        t = np.linspace(0, 1, SEQ)[:, None]
        freq = (c + 1) * 2.0
        x = np.sin(2 * np.pi * freq * t + r.uniform(0, 6.28, size=(1, FEAT))) + r.normal(0, 0.3, (SEQ, FEAT))
        yield x.astype("float32"), np.int32(c)


sig = (tf.TensorSpec((SEQ, FEAT), tf.float32), tf.TensorSpec((), tf.int32))
train_ds = (tf.data.Dataset.from_generator(lambda: sample_stream(BATCH * STEPS_PER_EPOCH, 0), output_signature=sig)
            .shuffle(512).batch(BATCH).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_generator(lambda: sample_stream(320, 1), output_signature=sig).batch(64)

inputs = keras.Input((SEQ, FEAT))
h = layers.Conv1D(32, 5, padding="same", activation="relu")(inputs)
h = layers.LayerNormalization()(h)
h = layers.GRU(32)(h)
outputs = layers.Dense(C)(h)
model = keras.Model(inputs, outputs)

total_steps = EPOCHS * STEPS_PER_EPOCH
schedule = keras.optimizers.schedules.CosineDecay(
    initial_learning_rate=0.0, decay_steps=total_steps - 20, warmup_target=3e-3, warmup_steps=20)
optimizer = keras.optimizers.Adam(learning_rate=schedule)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss, gnorm


@tf.function
def eval_step(x, y):
    logits = model(x, training=False)
    val_acc.update_state(y, logits)
    return loss_fn(y, logits)


for epoch in range(EPOCHS):
    t0 = time.time()
    train_acc.reset_state(); val_acc.reset_state()
    for step, (x, y) in enumerate(train_ds):
        loss, gnorm = train_step(x, y)
        if step % 10 == 0:
            lr = float(schedule(optimizer.iterations))
            print(f"epoch {epoch + 1} step {step:3d} loss {float(loss):.4f} grad_norm {float(gnorm):.3f} lr {lr:.2e}")
    vloss = np.mean([float(eval_step(x, y)) for x, y in val_ds])
    print(f"epoch {epoch + 1} done in {time.time() - t0:.1f}s: train_acc {float(train_acc.result()):.4f} "
          f"val_loss {vloss:.4f} val_acc {float(val_acc.result()):.4f}")
print("training finished")
