"""Small Transformer encoder classifier trained with gradient accumulation (effective batch 128 = 4 x 32).
Ported from a PyTorch loop that used loss.backward() + optimizer.step() every ACCUM steps."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)

VOCAB, SEQ, NUM_CLASSES = 200, 24, 4
MICRO_BATCH, ACCUM, EPOCHS = 32, 4, 4

# label = which of 4 "keyword" tokens occurs most often in the sequence
x = rng.integers(4, VOCAB, size=(8192, SEQ)).astype("int32")
y = rng.integers(0, NUM_CLASSES, size=8192).astype("int32")
for i in range(len(x)):
    pos = rng.choice(SEQ, size=4, replace=False)
    x[i, pos] = y[i]
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192).batch(MICRO_BATCH, drop_remainder=True)


class EncoderBlock(keras.layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.attn = keras.layers.MultiHeadAttention(heads, dim // heads)
        self.ln1 = keras.layers.LayerNormalization()
        self.ln2 = keras.layers.LayerNormalization()
        self.ff1 = keras.layers.Dense(dim * 2, activation="gelu")
        self.ff2 = keras.layers.Dense(dim)

    def call(self, h):
        a = self.ln1(h)
        h = h + self.attn(a, a)
        return h + self.ff2(self.ff1(self.ln2(h)))


inp = keras.Input((SEQ,), dtype="int32")
h = keras.layers.Embedding(VOCAB, 64)(inp)
h = EncoderBlock(64, 4)(h)
h = EncoderBlock(64, 4)(h)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(NUM_CLASSES)(h)
model = keras.Model(inp, out)
print(f"trainable params: {sum(int(np.prod(v.shape)) for v in model.trainable_variables)}")

optimizer = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
accum_grads = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]


@tf.function
def accumulate(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    for acc, g in zip(accum_grads, grads):
        acc.assign_add(tf.convert_to_tensor(g) / ACCUM)
    correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
    return loss, correct


@tf.function
def apply_accumulated():
    optimizer.apply_gradients(zip([a.read_value() for a in accum_grads], model.trainable_variables))


step = 0
for epoch in range(EPOCHS):
    tot_loss, tot_correct, seen = 0.0, 0.0, 0
    for i, (xb, yb) in enumerate(ds):
        loss, correct = accumulate(xb, yb)
        tot_loss += float(loss) * MICRO_BATCH; tot_correct += float(correct); seen += MICRO_BATCH
        if (i + 1) % ACCUM == 0:
            apply_accumulated()
            step += 1
            if step % 10 == 0:
                print(f"epoch {epoch} optimizer_step {step} loss {float(loss):.4f}")
    print(f"epoch {epoch} mean_loss {tot_loss / seen:.4f} acc {tot_correct / seen:.4f}")
