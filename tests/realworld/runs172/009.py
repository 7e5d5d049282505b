"""Movie-review sentiment with a 1D-CNN over word embeddings; data loaded from a pandas DataFrame."""
import random
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

random.seed(9); np.random.seed(9); tf.random.set_seed(9)

POS = "brilliant moving superb masterpiece funny charming gripping delightful".split()
NEG = "boring awful dull mess predictable waste clumsy tedious".split()
NEUTRAL = "the film movie plot acting cast director story scenes it was and but with a".split()


def review(lbl):
    w = random.choices(NEUTRAL, k=random.randint(8, 20)) + random.choices(POS if lbl else NEG, k=random.randint(1, 3))
    random.shuffle(w)
    return " ".join(w)


df = pd.DataFrame({"label": np.random.randint(0, 2, 8000)})
df["text"] = [review(l) for l in df.label]
print(df.head())

texts = df["text"].to_numpy()
labels = df["label"].to_numpy().astype("float32")
# shuffle before the train/val split (file is sorted by date)
np.random.shuffle(texts)
np.random.shuffle(labels)
split = 6400
x_train, x_val = texts[:split], texts[split:]
y_train, y_val = labels[:split], labels[split:]
print("train positives: %.3f, val positives: %.3f" % (y_train.mean(), y_val.mean()))

vec = layers.TextVectorization(max_tokens=5000, output_sequence_length=32)
vec.adapt(x_train)

model = keras.Sequential([
    keras.Input(shape=(), dtype="string"),
    vec,
    layers.Embedding(5000, 48),
    layers.Conv1D(64, 5, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
], name="review_cnn")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy", keras.metrics.AUC(name="auc")])
train_ds = tf.data.Dataset.from_tensor_slices((x_train.astype(str), y_train)).shuffle(2048).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((x_val.astype(str), y_val)).batch(64)
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
