"""End-to-end review-sentiment model (raw strings in), exported for the Android app via TFLite."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

pos = ["great product works well", "love it would buy again", "excellent quality fast shipping",
       "very happy with this", "does exactly what it says", "five stars amazing"]
neg = ["broke after two days", "terrible quality do not buy", "waste of money",
       "arrived damaged and late", "stopped working quickly", "very disappointed refund please"]
rng = np.random.default_rng(0)
texts, labels = [], []
for _ in range(400):
    if rng.random() < 0.5:
        texts.append(" ".join(rng.choice(pos, 2))); labels.append(1)
    else:
        texts.append(" ".join(rng.choice(neg, 2))); labels.append(0)
texts = np.array(texts); labels = np.array(labels, dtype="float32")

vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=24)
vectorize.adapt(texts)

inp = keras.Input(shape=(1,), dtype="string", name="review")
x = vectorize(inp)
x = layers.Embedding(2000, 32, mask_zero=True)(x)
x = layers.GlobalAveragePooling1D()(x)
x = layers.Dense(16, activation="relu")(x)
out = layers.Dense(1, activation="sigmoid", name="positive")(x)
model = keras.Model(inp, out, name="review_sentiment")
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
ds = tf.data.Dataset.from_tensor_slices((texts[:, None], labels)).shuffle(400, seed=0)
model.fit(ds.skip(80).batch(32), validation_data=ds.take(80).batch(32), epochs=3, verbose=2)

export_dir = "/home/user/project/review_sentiment_export"
model.export(export_dir)

converter = tf.lite.TFLiteConverter.from_saved_model(export_dir)
converter.optimizations = [tf.lite.Optimize.DEFAULT]
tflite_model = converter.convert()
with open("/home/user/project/review_sentiment.tflite", "wb") as f:
    f.write(tflite_model)
print("wrote review_sentiment.tflite,", len(tflite_model), "bytes")
