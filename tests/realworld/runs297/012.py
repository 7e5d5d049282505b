import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

SEQ, VOCAB, D = 40, 500, 64
rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 4, n).astype("int32")
    ids = rng.integers(5, VOCAB, (n, SEQ)).astype("int32")
    pos = rng.integers(0, SEQ, n); ids[np.arange(n), pos] = y + 1
    return ids, y
xtr, ytr = make(4000); xva, yva = make(800)
train = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(4000).batch(64)
val = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(256)

inp = keras.Input((SEQ,), dtype="int32")
h = layers.Embedding(VOCAB, D)(inp)
a = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = layers.LayerNormalization()(h + a)
f = layers.Dense(D)(layers.Dense(128, activation="gelu")(h))
h = layers.LayerNormalization()(h + f)
out = layers.Dense(4)(layers.GlobalMaxPooling1D()(h))
model = keras.Model(inp, out)

opt = keras.optimizers.AdamW(1e-3, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss, gnorm

for epoch in range(5):
    train_acc.reset_state()
    for step, (x, y) in enumerate(train):
        loss, gnorm = train_step(x, y)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
    va = np.mean(np.argmax(model.predict(val, verbose=0), 1) == yva)
    print(f"epoch {epoch} train_acc {float(train_acc.result()):.4f} val_acc {va:.4f}")
