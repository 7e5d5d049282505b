"""Sentiment-style text classifier: TextVectorization + Embedding(mask_zero) + BiLSTM, tf.data pipeline."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
random.seed(11)
POS = ["great", "excellent", "loved", "wonderful", "superb", "enjoyable", "brilliant"]
NEG = ["awful", "boring", "hated", "terrible", "dull", "waste", "poor"]
FILL = ["the", "movie", "plot", "actors", "was", "really", "quite", "and", "a", "film", "story", "it", "very"]

def sentence(label):
    words = random.choices(FILL, k=random.randint(5, 14))
    for _ in range(random.randint(1, 3)):
        words.insert(random.randrange(len(words)), random.choice(POS if label else NEG))
    return " ".join(words)

labels = np.random.randint(0, 2, 2000)
texts = np.array([sentence(l) for l in labels])
split = 1600

vectorize = layers.TextVectorization(max_tokens=200, output_sequence_length=20)
vectorize.adapt(texts[:split])
print("vocab size:", vectorize.vocabulary_size(), "first tokens:", vectorize.get_vocabulary()[:6])

def to_ds(x, y, shuffle):
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    if shuffle:
        ds = ds.shuffle(len(x), seed=0)
    return ds.batch(64).map(lambda t, l: (vectorize(t), l), num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)

train_ds = to_ds(texts[:split], labels[:split], True)
val_ds = to_ds(texts[split:], labels[split:], False)

model = keras.Sequential([
    keras.Input((20,), dtype="int64"),
    layers.Embedding(vectorize.vocabulary_size(), 32, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dropout(0.2),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(train_ds, validation_data=val_ds, epochs=4,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)])
loss, acc, auc = model.evaluate(val_ds, verbose=0)
print(f"held-out: loss={loss:.4f} acc={acc:.4f} auc={auc:.4f}")
