"""Support-ticket priority model: ticket text + numeric account features (multi-input), Keras 3."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
WORDS_HI = ["outage", "down", "urgent", "crash", "failed", "payment", "lost", "data"]
WORDS_LO = ["question", "how", "invoice", "color", "theme", "feature", "docs", "thanks"]

def make(n):
    texts, nums, ys = [], [], []
    for _ in range(n):
        y = int(rng.integers(0, 2))
        pool = WORDS_HI if y else WORDS_LO
        words = list(rng.choice(pool, 5)) + list(rng.choice(WORDS_HI + WORDS_LO, 3))
        rng.shuffle(words)
        texts.append(" ".join(words))
        nums.append([rng.normal(1.0 if y else 0.0), rng.normal(), rng.uniform()])
        ys.append(y)
    return np.array(texts), np.array(nums, "float32"), np.array(ys, "float32")

xt, xn, y = make(1600)
xt = xt.astype(object)  # keras wants object/bytes strings, not numpy <U
vt, vn, vy = make(400)
vt = vt.astype(object)

vectorizer = layers.TextVectorization(max_tokens=200, output_sequence_length=12)
vectorizer.adapt(xt)
norm = layers.Normalization()
norm.adapt(xn)

text_in = keras.Input(shape=(), dtype="string", name="text")
num_in = keras.Input(shape=(3,), name="account")
t = vectorizer(text_in)
t = layers.Embedding(200, 16)(t)
t = layers.GlobalAveragePooling1D()(t)
n = norm(num_in)
n = layers.Dense(8, activation="relu")(n)
h = layers.Concatenate()([t, n])
h = layers.Dense(16, activation="relu")(h)
out = layers.Dense(1, activation="sigmoid", name="priority")(h)
model = keras.Model([text_in, num_in], out)
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()

cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1)]
hist = model.fit({"text": xt, "account": xn}, y, validation_data=({"text": vt, "account": vn}, vy),
                 epochs=6, batch_size=64, callbacks=cbs, verbose=2)
loss, acc = model.evaluate({"text": vt, "account": vn}, vy, verbose=0)
print(f"final val_loss={loss:.4f} val_acc={acc:.4f}")
