# HF Trainer arguments carried over into mindformers.TrainingArguments
from mindformers import TrainingArguments

args = TrainingArguments(
    output_dir="./output",
    per_device_train_batch_size=4,
    learning_rate=2e-5,
    num_train_epochs=3,
    evaluation_strategy="steps",
    eval_steps=500,
    fp16=True,
)
print(args)
