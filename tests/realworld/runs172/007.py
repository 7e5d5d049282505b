"""Spam filter on TF-IDF features; learning rate halves every epoch via an ExponentialDecay schedule."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(17); np.random.seed(17); tf.random.set_seed(17)

SPAM = "free winner prize claim cash urgent click offer viagra lottery bonus limited".split()
HAM = "meeting tomorrow lunch report project family weekend thanks call schedule notes review".split()
COMMON = "you your the a to and for is this on now please".split()


def message(is_spam):
    words = random.choices(COMMON, k=random.randint(3, 8))
    words += random.choices(SPAM if is_spam else HAM, k=random.randint(2, 5))
    words += random.choices(HAM if is_spam else SPAM, k=random.randint(0, 1))
    random.shuffle(words)
    return " ".join(words)


labels = (np.random.rand(6000) < 0.3).astype("float32")
texts = np.array([message(l) for l in labels])
print("spam ratio: %.3f" % labels.mean())

tfidf = layers.TextVectorization(max_tokens=2000, output_mode="tf_idf")
tfidf.adapt(texts[:5000])
x = tfidf(texts).numpy()
print("feature matrix:", x.shape)

EPOCHS = 8
# halve the learning rate every epoch
lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5)


class LrLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        opt = self.model.optimizer
        lr = float(opt.learning_rate) if not callable(opt._learning_rate) else float(opt._learning_rate(opt.iterations))
        print(f"  [lr] epoch {epoch + 1}: step={int(opt.iterations)} lr={lr:.4e}")


model = keras.Sequential([
    keras.Input(shape=(x.shape[1],)),
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.3),
    layers.Dense(1, activation="sigmoid"),
], name="spam_filter")
model.compile(optimizer=keras.optimizers.Adam(lr_schedule), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.Precision(name="precision"), keras.metrics.Recall(name="recall")])
model.fit(x[:5000], labels[:5000], validation_data=(x[5000:], labels[5000:]),
          batch_size=64, epochs=EPOCHS, verbose=2, callbacks=[LrLogger()])
loss, acc, prec, rec = model.evaluate(x[5000:], labels[5000:], verbose=0)
print(f"test: loss={loss:.4f} acc={acc:.4f} precision={prec:.4f} recall={rec:.4f}")
