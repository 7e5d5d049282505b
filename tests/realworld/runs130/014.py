"""Knowledge distillation: a small student learns from a frozen teacher's softened logits.
Ported from torch: F.kl_div(F.log_softmax(s/T), F.softmax(t/T), reduction='batchmean') * T*T"""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(14)
rng = np.random.default_rng(13)
N, D, C, T = 3000, 32, 8, 4.0
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x[:, :C] + 0.3 * rng.normal(size=(N, C)), axis=1).astype("int32")

teacher = keras.Sequential([keras.Input(shape=(D,)), keras.layers.Dense(256, activation="relu"),
                            keras.layers.Dense(256, activation="relu"), keras.layers.Dense(C)],
                           name="teacher")
teacher.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print("training teacher")
teacher.fit(x, y, batch_size=64, epochs=3, verbose=2)
teacher.trainable = False

student = keras.Sequential([keras.Input(shape=(D,)), keras.layers.Dense(32, activation="relu"),
                            keras.layers.Dense(C)], name="student")
kd_loss = keras.losses.KLDivergence(reduction="batchmean")
ce_loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = keras.optimizers.Adam(1e-3)
ALPHA = 0.7


@tf.function
def distill_step(xb, yb):
    t_logits = teacher(xb, training=False)
    with tf.GradientTape() as tape:
        s_logits = student(xb, training=True)
        kd = kd_loss(tf.nn.softmax(t_logits / T), tf.nn.softmax(s_logits / T)) * T * T
        loss = ALPHA * kd + (1 - ALPHA) * ce_loss(yb, s_logits)
    grads = tape.gradient(loss, student.trainable_variables)
    opt.apply_gradients(zip(grads, student.trainable_variables))
    return loss, kd


ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64)
print("distilling student")
for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss, kd = distill_step(xb, yb)
    print(f"[distill] epoch {epoch} loss {float(loss):.4f} kd {float(kd):.4f}")
