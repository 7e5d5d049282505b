# Mistake: HF Trainer arguments from a transformers 4.3x-era fine-tune script reused to build the
# run config of the MindSpore port (TrainingArguments kept only as an argument container); the
# script still passes evaluation_strategy=, which transformers 4.57 no longer accepts (renamed
# eval_strategy), so the config cannot be built.
from transformers import TrainingArguments

args = TrainingArguments(
    output_dir="./out/bert-sst2",
    per_device_train_batch_size=32,
    learning_rate=2e-5,
    num_train_epochs=3,
    evaluation_strategy="steps",
    eval_steps=500,
    save_strategy="steps",
    logging_steps=50,
    report_to=[],
)
print("run config:", args.learning_rate, args.per_device_train_batch_size, args.eval_strategy)
