"""Healthy run: token tagging with a custom training loop, masked label-smoothed loss, custom metric, checkpoint round trip."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, NUM_TAGS, BATCH, EPOCHS = 1200, 5, 32, 5
PAD_LABEL = -100
rng = np.random.default_rng(29)


def synth(n):
    for _ in range(n):
        L = int(rng.integers(5, 40))
        ids = rng.integers(1, VOCAB, size=L)
        tags = (ids % NUM_TAGS)
        tags = np.where(np.roll(ids, 1) % 7 == 0, (tags + 1) % NUM_TAGS, tags)
        yield ids.astype("int32"), tags.astype("int32")


sig = (tf.TensorSpec([None], tf.int32), tf.TensorSpec([None], tf.int32))
train_ds = (tf.data.Dataset.from_generator(lambda: synth(2500), output_signature=sig).cache()
            .shuffle(2500).padded_batch(BATCH, padding_values=(0, PAD_LABEL)).prefetch(2))
val_ds = (tf.data.Dataset.from_generator(lambda: synth(400), output_signature=sig).cache()
          .padded_batch(128, padding_values=(0, PAD_LABEL)))


class MaskedSmoothedCE(keras.losses.Loss):
    def __init__(self, num_classes, smoothing=0.1, **kw):
        super().__init__(**kw)
        self.num_classes, self.smoothing = num_classes, smoothing

    def call(self, y_true, y_pred):
        y_true = tf.cast(y_true, tf.int32)
        mask = tf.cast(tf.not_equal(y_true, PAD_LABEL), y_pred.dtype)
        safe = tf.where(y_true == PAD_LABEL, 0, y_true)
        target = tf.one_hot(safe, self.num_classes) * (1 - self.smoothing) + self.smoothing / self.num_classes
        ce = tf.nn.softmax_cross_entropy_with_logits(target, y_pred)
        return tf.reduce_sum(ce * mask) / tf.maximum(tf.reduce_sum(mask), 1.0)


class MaskedTokenAccuracy(keras.metrics.Metric):
    def __init__(self, name="token_acc", **kw):
        super().__init__(name=name, **kw)
        self.correct = self.add_variable(shape=(), initializer="zeros", name="correct")
        self.total = self.add_variable(shape=(), initializer="zeros", name="total")

    def update_state(self, y_true, y_pred, sample_weight=None):
        mask = tf.not_equal(y_true, PAD_LABEL)
        hit = tf.logical_and(mask, tf.equal(tf.argmax(y_pred, -1, output_type=tf.int32), y_true))
        self.correct.assign_add(tf.reduce_sum(tf.cast(hit, "float32")))
        self.total.assign_add(tf.reduce_sum(tf.cast(mask, "float32")))

    def result(self):
        return self.correct / tf.maximum(self.total, 1.0)


def build():
    return keras.Sequential([
        keras.Input((None,), dtype="int32"),
        layers.Embedding(VOCAB, 48, mask_zero=True),
        layers.Bidirectional(layers.GRU(48, return_sequences=True)),
        layers.Dense(NUM_TAGS),
    ])


model = build()
loss_fn = MaskedSmoothedCE(NUM_TAGS)
opt = keras.optimizers.Adam(3e-3, clipnorm=1.0)
train_acc, val_acc = MaskedTokenAccuracy(), MaskedTokenAccuracy()


@tf.function(reduce_retracing=True)
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss


def evaluate(m):
    val_acc.reset_state()
    losses = []
    for x, y in val_ds:
        logits = m(x, training=False)
        losses.append(float(loss_fn(y, logits)))
        val_acc.update_state(y, logits)
    return np.mean(losses), float(val_acc.result())


ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_012", max_to_keep=1)
step = 0
for epoch in range(EPOCHS):
    train_acc.reset_state()
    for x, y in train_ds:
        loss = train_step(x, y)
        step += 1
        if step % 40 == 0:
            print(f"step {step} loss {float(loss):.4f}")
    vl, va = evaluate(model)
    print(f"epoch {epoch + 1}: train_token_acc={float(train_acc.result()):.4f} val_loss={vl:.4f} val_token_acc={va:.4f}")
    print("saved", manager.save())

restored = build()
tf.train.Checkpoint(model=restored).restore(manager.latest_checkpoint).assert_existing_objects_matched().expect_partial()
rl, ra = evaluate(restored)
print(f"restored from {manager.latest_checkpoint}: val_loss={rl:.4f} val_token_acc={ra:.4f}")
