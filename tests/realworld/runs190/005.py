"""Transformer-ish sequence classifier fine-tuning loop ported from a PyTorch script that used
a linear-warmup LR schedule (get_linear_schedule_with_warmup) stepped by a Python counter."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(5)
rng = np.random.default_rng(5)

VOCAB, T, N = 300, 20, 4096
x = rng.integers(1, VOCAB, size=(N, T)).astype("int32")
y = ((x[:, :5] > VOCAB // 2).sum(axis=1) >= 3).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64).repeat()


class Trainer:
    def __init__(self, model, base_lr=1e-3, warmup_steps=100, total_steps=400):
        self.model = model
        self.opt = keras.optimizers.Adam(learning_rate=0.0)
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.base_lr, self.warmup, self.total = base_lr, warmup_steps, total_steps
        self.global_step = 0

    def lr_at(self, step):
        if step < self.warmup:
            return self.base_lr * step / self.warmup
        return self.base_lr * max(0.0, (self.total - step) / (self.total - self.warmup))

    @tf.function
    def train_step(self, xb, yb):
        self.opt.learning_rate.assign(self.lr_at(self.global_step))   # scheduler.step()
        with tf.GradientTape() as tape:
            logits = self.model(xb, training=True)
            loss = self.loss_fn(yb, logits)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.opt.apply_gradients(zip(grads, self.model.trainable_variables))
        self.global_step += 1
        acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
        return loss, acc

    def fit(self, ds, log_every=25):
        hist = []
        for step, (xb, yb) in enumerate(ds.take(self.total)):
            loss, acc = self.train_step(xb, yb)
            hist.append(float(loss))
            if (step + 1) % log_every == 0:
                print({"step": step + 1, "loss": round(float(np.mean(hist[-log_every:])), 4),
                       "accuracy": round(float(acc), 4),
                       "learning_rate": float(self.opt.learning_rate.numpy())})


inp = keras.Input((T,), dtype="int32")
h = keras.layers.Embedding(VOCAB, 32)(inp)
h = keras.layers.MultiHeadAttention(num_heads=2, key_dim=16)(h, h)
h = keras.layers.GlobalAveragePooling1D()(h)
h = keras.layers.Dense(64, activation="relu")(h)
out = keras.layers.Dense(2)(h)
model = keras.Model(inp, out)

Trainer(model).fit(ds)
print("finished training")
