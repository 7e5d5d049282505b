"""Custom GradientTape loop for a small GRU language model with linear warmup kept in a tf.Variable,
tf.train.Checkpoint every epoch."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(21)
rng = np.random.default_rng(21)
VOCAB, T = 50, 24
# toy corpus: repeating arithmetic patterns so the LM has something to learn
starts = rng.integers(1, VOCAB, 800)
steps = rng.integers(1, 4, 800)
seqs = ((starts[:, None] + steps[:, None] * np.arange(T + 1)) % (VOCAB - 1) + 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((seqs[:, :-1], seqs[:, 1:])).shuffle(800).batch(32, drop_remainder=True)

model = keras.Sequential([keras.Input((T,), dtype="int32"), layers.Embedding(VOCAB, 32),
                          layers.GRU(64, return_sequences=True), layers.Dense(VOCAB)])
opt = keras.optimizers.Adam(learning_rate=0.0)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
step = tf.Variable(0, dtype=tf.int64, trainable=False, name="global_step")
BASE_LR, WARMUP = 3e-3, 50
ckpt = tf.train.Checkpoint(model=model, optimizer=opt, step=step)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/021_ckpt", max_to_keep=2)


@tf.function
def train_step(x, y):
    step.assign_add(1)
    lr = BASE_LR * tf.minimum(1.0, tf.cast(step, tf.float32) / WARMUP)
    opt.learning_rate.assign(lr)
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss, lr


for epoch in range(4):
    losses = []
    for x, y in ds:
        loss, lr = train_step(x, y)
        losses.append(float(loss))
        if int(step) % 10 == 0:
            print(f"step {int(step):4d} loss {float(loss):.4f} lr {float(lr):.5f}")
    path = manager.save(checkpoint_number=int(step))
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} saved {path}")
