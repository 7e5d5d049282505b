"""Sentiment classifier: text_dataset_from_directory + TextVectorization + Embedding."""
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
DATA = "/home/user/project/data/reviews/train"
raw_train = keras.utils.text_dataset_from_directory(
    DATA, batch_size=16, validation_split=0.2, subset="training", seed=3)
raw_val = keras.utils.text_dataset_from_directory(
    DATA, batch_size=16, validation_split=0.2, subset="validation", seed=3)
print("labels:", raw_train.class_names)

vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=24)
vectorize.adapt(raw_train.map(lambda text, label: text))
print("vocab size:", vectorize.vocabulary_size())

train_ds = raw_train.map(lambda t, l: (vectorize(t), l)).cache().prefetch(tf.data.AUTOTUNE)
val_ds = raw_val.map(lambda t, l: (vectorize(t), l)).cache().prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((24,), dtype="int64"),
    layers.Embedding(2000, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(16, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(5e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0))
