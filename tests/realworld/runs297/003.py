import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

ACCUM_STEPS = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype("float32")
W = rng.normal(size=(20, 5)).astype("float32")
Y = np.argmax(X @ W, 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048).batch(32)

model = keras.Sequential([keras.Input((20,)), layers.Dense(128, activation="relu"), layers.Dropout(0.1), layers.Dense(5)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt.build(model.trainable_variables)

@tf.function
def train_step(x, y, step):
    # gradient accumulation (ported from the torch loop: grads accumulate in .grad until optimizer.step())
    accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits) / ACCUM_STEPS
    grads = tape.gradient(loss, model.trainable_variables)
    for a, g in zip(accum, grads):
        a.assign_add(g)
    if (step + 1) % ACCUM_STEPS == 0:
        opt.apply_gradients(zip([a.value() for a in accum], model.trainable_variables))
    return loss * ACCUM_STEPS

for epoch in range(3):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y, tf.constant(step))
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
