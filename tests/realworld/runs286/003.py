"""LeNet-5 ported from the PyTorch tutorial (nn.Module -> keras.Model), trained on 28x28 digit-like images."""
import numpy as np
import tensorflow as tf
import keras


class LeNet(keras.Model):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = keras.layers.Conv2D(6, 5, activation="relu")
        self.pool = keras.layers.MaxPooling2D(2)
        self.conv2 = keras.layers.Conv2D(16, 5, activation="relu")
        self.fc1 = keras.layers.Dense(120, activation="relu")
        self.fc2 = keras.layers.Dense(84, activation="relu")
        self.fc3 = keras.layers.Dense(num_classes)

    def call(self, x):
        x = self.pool(self.conv1(x))
        x = self.pool(self.conv2(x))
        x = tf.reshape(x, (-1, 16 * 5 * 5))  # x.view(-1, 16 * 5 * 5)
        x = self.fc1(x)
        x = self.fc2(x)
        return self.fc3(x)


def make_digits(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    protos = np.random.default_rng(123).random((10, 28, 28, 1)).astype("float32")
    x = protos[y] + 0.3 * rng.standard_normal((n, 28, 28, 1)).astype("float32")
    return x, y


def main():
    keras.utils.set_random_seed(42)
    x_train, y_train = make_digits(6000, 0)
    x_test, y_test = make_digits(1000, 1)
    print("train:", x_train.shape, y_train.shape, "test:", x_test.shape)
    train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(6000).batch(64)
    test_ds = tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(256)

    model = LeNet()
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(train_ds, epochs=3, validation_data=test_ds, verbose=2)
    print(model.evaluate(test_ds, verbose=0))


if __name__ == "__main__":
    main()
